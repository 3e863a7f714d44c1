import { useLingui } from '@lingui/react/macro';
import { Field, Input } from '@portal/shared/ui';
import { useId, useState } from 'react';
import { useDebouncedCallback } from '../../../lib/use-debounced-callback';

/** customer-area §9: "contract search debounce 1500 ms". */
export const CONTRACT_SEARCH_DEBOUNCE_MS = 1500;

export interface ContractSearchProps {
  /** The search in the address. */
  query: string;
  /** The trimmed text, once the customer has stopped typing for the debounce. */
  onSearch: (text: string) => void;
}

/**
 * The text search over contract number, address and CUPS; the list waits for a pause before it searches. The field
 * keeps what is typed itself, so that a keystroke re-renders the field and not the list under it. The hint is linked
 * by an id of its own: with Ark's, the field renders a second time in the list's first commit.
 */
export function ContractSearch({ query, onSearch }: ContractSearchProps) {
  const { t } = useLingui();
  const hintId = useId();
  const [typed, setTyped] = useState(query);
  const [sent, setSent] = useState(query);
  const [shown, setShown] = useState(query);
  // The address changed other than by this field's search (the empty list's "Clear the search"): the field follows.
  if (query !== shown) {
    setShown(query);
    if (query !== sent) setTyped(query);
  }
  const search = useDebouncedCallback((text: string) => {
    setSent(text.trim());
    onSearch(text.trim());
  }, CONTRACT_SEARCH_DEBOUNCE_MS);
  return (
    <Field.Root maxW={{ base: 'full', md: 'md' }}>
      <Field.Label>{t`Search contracts`}</Field.Label>
      <Input
        type="search"
        value={typed}
        onChange={(event) => {
          setTyped(event.currentTarget.value);
          search(event.currentTarget.value);
        }}
        placeholder={t`Contract number, address or CUPS`}
        autoComplete="off"
        maxLength={100}
        aria-describedby={hintId}
      />
      <Field.HelperText id={hintId}>{t`The list is searched once you stop typing.`}</Field.HelperText>
    </Field.Root>
  );
}
