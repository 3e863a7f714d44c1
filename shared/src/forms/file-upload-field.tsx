// FileUpload bound to a form field holding File[] (the feature's schema checks min / max with its own messages).
import type { ReactNode } from 'react';
import { useController, useFormContext, type FieldPath, type FieldValues } from 'react-hook-form';
import { FileUpload, type FileUploadProps } from './file-upload';

export interface FileUploadFieldProps<T extends FieldValues = FieldValues> extends Omit<
  FileUploadProps,
  'files' | 'onChange' | 'error'
> {
  name: FieldPath<T>;
  label: ReactNode;
}

export function FileUploadField<T extends FieldValues = FieldValues>({
  name,
  ...props
}: FileUploadFieldProps<T>) {
  const { control } = useFormContext<T>();
  const { field, fieldState } = useController<T>({ name, control });
  const files = Array.isArray(field.value) ? (field.value as File[]) : [];
  return (
    <FileUpload
      {...props}
      files={files}
      onChange={(next) => {
        field.onChange(next);
        field.onBlur();
      }}
      error={fieldState.error?.message}
    />
  );
}
