import type { CarfaxProblemCheck } from '@automercato/api-sdk';
import { problemCheckLines } from './problemCheck';
import './problem-check.css';
import { IconCheck } from '@automercato/ui/icons';

/** The Problem Check in a compact list: a clear icon and the text of each check. */
export function ProblemCheckSummary({ check }: { check: CarfaxProblemCheck }) {
  const lines = problemCheckLines(check);
  const problems = lines.filter((l) => l.problem).length;
  return (
    <div className="am-pc">
      <p className={`am-pc__verdict${problems ? ' am-pc__verdict--warn' : ''}`}>
        {problems === 0 ? 'Nessun problema rilevato nei controlli principali.' : problems === 1 ? '1 controllo richiede attenzione.' : `${problems} controlli richiedono attenzione.`}
      </p>
      <ul className="am-pc__list">
        {lines.map((l) => (
          <li key={l.key} className={l.problem ? 'am-pc__item am-pc__item--problem' : 'am-pc__item'}>
            <span className="am-pc__icon" aria-hidden="true">{l.problem ? '!' : <IconCheck size={14} strokeWidth={3} />}</span>
            <span><strong>{l.label}:</strong> {l.problem ? 'Attenzione – ' : ''}{l.text}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
