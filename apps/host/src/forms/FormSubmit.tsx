import { Banner } from '@postify/react-ui/Banner';
import { Button } from '@postify/react-ui/Button';
import type { ReactNode } from 'react';

/** The end of a form: its failure's pt-BR message, when there is one, above the full-width submit button. */
export function FormSubmit({
  errorMessage,
  isPending,
  isDisabled = false,
  children,
}: {
  errorMessage: string | null | undefined;
  isPending: boolean;
  isDisabled?: boolean;
  children: ReactNode;
}) {
  return (
    <>
      {errorMessage ? <Banner tone="danger">{errorMessage}</Banner> : null}
      <Button type="submit" fullWidth isLoading={isPending} isDisabled={isDisabled}>
        {children}
      </Button>
    </>
  );
}
