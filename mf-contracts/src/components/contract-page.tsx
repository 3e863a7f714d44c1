// The frame of a page about one contract (its detail, electricity or gas; its communications): the page's title and,
// beside it, the link back to where the customer came from.
import { Link as RouterLink } from '@portal/shared/routes';
import { Link, PageLayout } from '@portal/shared/ui';
import type { ComponentProps, ReactNode } from 'react';

export interface ContractPageProps {
  title: ReactNode;
  /** Where the back link goes, and its text. */
  back: { to: string; label: ReactNode };
  width: ComponentProps<typeof PageLayout>['width'];
  children: ReactNode;
}

export function ContractPage({ title, back, width, children }: ContractPageProps) {
  return (
    <PageLayout
      bodyShape="detail"
      width={width}
      title={title}
      actions={
        <Link asChild variant="underline">
          <RouterLink to={back.to}>{back.label}</RouterLink>
        </Link>
      }
    >
      {children}
    </PageLayout>
  );
}
