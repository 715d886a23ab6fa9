import { useId } from 'react';
import { SearchIcon } from './page-icons';
import './search-field.css';

interface SearchFieldProps {
  /** Read by screen readers only; the placeholder shows the example. */
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  /** The page's own look (colours, width) on top of the shared shape. */
  className?: string;
}

/** A rounded search box with a magnifier, as the price list and the FAQ use it. */
export function SearchField({ label, placeholder, value, onChange, className }: SearchFieldProps) {
  const id = useId();
  return (
    <div className={className ? `search-field ${className}` : 'search-field'}>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <SearchIcon />
      <input id={id} type="search" placeholder={placeholder} value={value} onChange={(e) => onChange(e.target.value)} autoComplete="off" />
    </div>
  );
}
