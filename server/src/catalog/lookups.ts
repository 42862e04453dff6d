import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';

export interface NamedItem { name: string; slug: string }

/**
 * The lookup vocabularies, makes and models held in memory for the life of the process:
 * they change only with a deploy (syncCatalog), and every listing response needs their names.
 */
export class Lookups {
  private constructor(
    readonly vocab: ReadonlyMap<string, readonly NamedItem[]>,
    readonly brands: readonly NamedItem[],
    readonly modelsByBrand: ReadonlyMap<string, readonly NamedItem[]>,
    private readonly names: ReadonlyMap<string, string>,
  ) {}

  static async load(db: Kysely<DB>): Promise<Lookups> {
    const [vocabRows, makeRows, modelRows] = await Promise.all([
      db.selectFrom('vocabulary').select(['kind', 'slug', 'name']).orderBy('kind').orderBy('position').execute(),
      db.selectFrom('makes').select(['slug', 'name']).orderBy('name').execute(),
      db.selectFrom('models').select(['make_slug', 'slug', 'name']).orderBy('make_slug').orderBy('name').execute(),
    ]);
    const vocab = new Map<string, NamedItem[]>();
    const names = new Map<string, string>();
    for (const row of vocabRows) {
      let list = vocab.get(row.kind);
      if (!list) vocab.set(row.kind, (list = []));
      list.push({ name: row.name, slug: row.slug });
      names.set(`${row.kind}:${row.slug}`, row.name);
    }
    const modelsByBrand = new Map<string, NamedItem[]>();
    for (const make of makeRows) {
      modelsByBrand.set(make.slug, []);
      names.set(`brand:${make.slug}`, make.name);
    }
    for (const model of modelRows) {
      modelsByBrand.get(model.make_slug)?.push({ name: model.name, slug: model.slug });
      names.set(`model:${model.make_slug}/${model.slug}`, model.name);
    }
    return new Lookups(vocab, makeRows.map((m) => ({ name: m.name, slug: m.slug })), modelsByBrand, names);
  }

  /** `{ slug, name }` for a stored slug; unknown slugs keep their slug as name rather than fail. */
  item(kind: string, slug: string): NamedItem;
  item(kind: string, slug: string | null): NamedItem | null;
  item(kind: string, slug: string | null): NamedItem | null {
    if (slug === null) return null;
    return { slug, name: this.names.get(`${kind}:${slug}`) ?? slug };
  }

  brand(slug: string): NamedItem {
    return this.item('brand', slug);
  }

  model(brand: string, slug: string): NamedItem {
    return { slug, name: this.names.get(`model:${brand}/${slug}`) ?? slug };
  }
}
