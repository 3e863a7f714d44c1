// Form parts that are rarely on a first screen load on demand: the checkbox (a Chakra state machine) and the file
// upload (which brings the validation subpath).
import { lazy, Suspense } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { CheckboxFieldProps } from './checkbox-field';
import type { FileUploadProps } from './file-upload';
import type { FileUploadFieldProps } from './file-upload-field';

const FileUploadPart = lazy(() => import('./file-upload').then((m) => ({ default: m.FileUpload })));
const FileUploadFieldPart = lazy(() =>
  import('./file-upload-field').then((m) => ({ default: m.FileUploadField })),
);
const CheckboxFieldPart = lazy(() => import('./checkbox-field').then((m) => ({ default: m.CheckboxField })));

export type { CheckboxFieldProps, FileUploadFieldProps, FileUploadProps };

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
