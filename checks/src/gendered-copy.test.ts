import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { APPS, ROOT } from './apps';
import { sourceFiles } from './files';
import { markedFormsIn } from './gendered-copy';

/** Where the product's Italian copy lives: the apps, the shared packages, the server (mails, messages, pages). */
const COPY_DIRS = [
  ...APPS.map((app) => path.join(ROOT, app, 'src')),
  ...fs.readdirSync(path.join(ROOT, 'packages')).map((name) => path.join(ROOT, 'packages', name, 'src')),
  path.join(ROOT, 'server', 'src'),
].filter((dir) => fs.existsSync(dir));

/** Tests quote the old wording to prove it is gone; the shipped code is what users read. */
const isTest = (file: string) => /\.test\.[cm]?[jt]sx?$/.test(file) || file.includes(`${path.sep}test${path.sep}`);

describe('gender-neutral Italian copy', () => {
  it('no mail, message, toast or page addresses a person with a gender-marked form', () => {
    const files = COPY_DIRS.flatMap((dir) => sourceFiles(dir)).filter((file) => !isTest(file));
    expect(files.length).toBeGreaterThan(200);
    const found = files.flatMap((file) =>
      markedFormsIn(fs.readFileSync(file, 'utf8')).map((m) => `${path.relative(ROOT, file)}:${m.line}: «${m.text}» → ${m.instead}`));
    expect(found).toEqual([]);
  });
});

describe('the check itself', () => {
  it('finds the gendered forms once reported, and what replaced them passes', () => {
    const before = [
      "paragraphs: ['grazie per esserti registrato su AutoMercato.'],",
      "'Se non sei stato tu, reimposta subito la password.',",
      'return `Buongiorno, sono interessato a ${title}. È ancora disponibile?`;',
      'text: `${displayName(user)} è stato disattivato: le sue sessioni sono state chiuse.`',
      "greeting: 'Gentile concessionario,',",
      "'Bentornato! Accedi per ritrovare i tuoi preferiti.'",
      'description="Rimani collegato anche dopo aver chiuso il browser."',
      '`${user.name} è abilitato`',
    ];
    expect(before.map((line) => markedFormsIn(line).length)).toEqual(before.map(() => 1));
    const after = [
      "paragraphs: ['grazie per la registrazione su AutoMercato.'],",
      "'Se non hai cambiato tu la password, reimposta subito la password.',",
      'return `Buongiorno, mi interessa ${title}. È ancora disponibile?`;',
      'text: `L\'account di ${displayName(user)} è stato disattivato: le sessioni aperte sono state chiuse.`',
      "greeting: 'Buongiorno,',",
      // A business or a thing may agree with its noun.
      '`${dealer.name} è disattivato`',
      "'Questo indirizzo email è già registrato.'",
      '// "grazie per esserti registrato" was the old wording',
    ];
    expect(after.flatMap((line) => markedFormsIn(line))).toEqual([]);
  });
});
