// Parts of the kit that are rarely on a first screen load on demand, so that the login route stays light: the
// sanitiser and markdown renderer (DOMPurify, marked), the file upload (which brings the validation subpath), and
// the checkbox and pagination (Chakra state machines).
import { lazy, Suspense } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { CheckboxFieldProps } from './checkbox-field';
import type { FileUploadProps } from './file-upload';
import type { FileUploadFieldProps } from './file-upload-field';
import { fitsOnePage, type PaginationProps } from './pagination-sizes';
import type { SafeHtmlProps } from './safe-html';

const SafeHtmlPart = lazy(() => import('./safe-html').then((m) => ({ default: m.SafeHtml })));
const FileUploadPart = lazy(() => import('./file-upload').then((m) => ({ default: m.FileUpload })));
const FileUploadFieldPart = lazy(() =>
  import('./file-upload-field').then((m) => ({ default: m.FileUploadField })),
);

const CheckboxFieldPart = lazy(() => import('./checkbox-field').then((m) => ({ default: m.CheckboxField })));
const PaginationPart = lazy(() => import('./pagination').then((m) => ({ default: m.Pagination })));

export type { CheckboxFieldProps, FileUploadFieldProps, FileUploadProps, PaginationProps, SafeHtmlProps };

export function SafeHtml(props: SafeHtmlProps) {
  return (
    <Suspense fallback={null}>
      <SafeHtmlPart {...props} />
    </Suspense>
  );
}

export function FileUpload(props: FileUploadProps) {
  return (
    <Suspense fallback={null}>
      <FileUploadPart {...props} />
    </Suspense>
  );
}

export function FileUploadField<T extends FieldValues = FieldValues>(props: FileUploadFieldProps<T>) {
  return (
    <Suspense fallback={null}>
      <FileUploadFieldPart {...(props as unknown as FileUploadFieldProps)} />
    </Suspense>
  );
}

export function CheckboxField<T extends FieldValues = FieldValues>(props: CheckboxFieldProps<T>) {
  return (
    <Suspense fallback={null}>
      <CheckboxFieldPart {...(props as unknown as CheckboxFieldProps)} />
    </Suspense>
  );
}

export function Pagination(props: PaginationProps) {
  // Nothing to page: its code (Ark's pagination and its state machine) is not fetched at all.
  if (fitsOnePage(props)) return null;
  return (
    <Suspense fallback={null}>
      <PaginationPart {...props} />
    </Suspense>
  );
}
