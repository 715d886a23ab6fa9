import { useEffect, useId, useRef, useState } from 'react';
import { useT } from '../../../../../i18n/use-t';
import en from '../locales/en.json';
import type { FreeQuestion } from '../lib/draft-rows';

interface Props {
  question: FreeQuestion;
  onYes: () => void;
  onNo: () => void;
}

/**
 * The one question before a bill with ₹0 lines (or a ₹0 tax invoice) is saved: "Shirt × 2 at ₹0:
 * free of charge?" (docs/decisions/0066). The spec's "rate can be 0" stays: the shop may say yes.
 */
export function FreeQuestionPanel({ question, onYes, onNo }: Props) {
  const t = useT('invoice-editor', en);
  const textId = useId();
  const ref = useRef<HTMLDivElement>(null);
  // The question takes the focus, so it is read out; neither answer is picked for the shop.
  useEffect(() => ref.current?.focus(), [question]);
  const lines = question.lines.map((line) =>
    line.unit === 'kg' ? t('free.lineKg', { item: line.item, qty: line.qty.toFixed(2) }) : t('free.line', { item: line.item, qty: String(line.qty) }),
  );
  return (
    <div ref={ref} className="free-question" role="alertdialog" aria-labelledby={textId} tabIndex={-1}>
      <p id={textId}>{lines.length > 0 ? t('free.question', { lines: lines.join(', ') }) : t('free.total')}</p>
      <div className="free-question-actions">
        <button type="button" className="btn btn-secondary" onClick={onNo}>
          {t('free.no')}
        </button>
        <button type="button" className="btn" onClick={onYes}>
          {t('free.yes')}
        </button>
      </div>
    </div>
  );
}

/**
 * The question as a save waits on it: `ask` shows it and resolves with the answer; a question
 * still open when another is asked (or the lines change) is answered no.
 */
export function useFreeQuestion() {
  const [question, setQuestion] = useState<FreeQuestion | null>(null);
  const answerRef = useRef<((yes: boolean) => void) | null>(null);
  const answer = (yes: boolean) => {
    const resolve = answerRef.current;
    answerRef.current = null;
    setQuestion(null);
    resolve?.(yes);
  };
  const ask = (next: FreeQuestion) => {
    answer(false);
    return new Promise<boolean>((resolve) => {
      answerRef.current = resolve;
      setQuestion(next);
    });
  };
  const dismiss = () => {
    if (answerRef.current) answer(false);
  };
  return { question, ask, answer, dismiss };
}
