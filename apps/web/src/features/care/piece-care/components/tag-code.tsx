/** A piece's tag (1042-03) inside a sentence: kept on one line, as it is printed on the label. */
export function TagCode({ tag }: { tag: string }) {
  return <span className="piece-care__tag">{tag}</span>;
}
