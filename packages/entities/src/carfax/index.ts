export { problemCheckLines, problemCount, type CheckLine } from './problemCheck';
export { ProblemCheckSummary } from './ProblemCheckSummary';
