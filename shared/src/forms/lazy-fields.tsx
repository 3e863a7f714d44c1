// Form parts that are rarely on a first screen load on demand: the checkbox (a Chakra state machine) and the file
// upload (which brings the validation subpath). A form that knows it will show one starts fetching its code early
// (`preloadCheckboxField`, `preloadFileUploadField`): a part whose code is there when it first renders renders with the
// rest of its form, instead of appearing a moment later below fields already on screen and pushing the form's button
// down (the IBAN change's checkbox and document did, issue 47 item 1).
import { lazy, Suspense, useState, type ComponentType } from 'react';
import { onDemand } from '@portal/shared/ui';
import type { FieldValues } from 'react-hook-form';
import type { CheckboxFieldProps } from './checkbox-field';
import type { FileUploadProps } from './file-upload';
import type { FileUploadFieldProps } from './file-upload-field';

export type { CheckboxFieldProps, FileUploadFieldProps, FileUploadProps };

/**
 * A part whose code loads on demand (`onDemand` of @portal/shared/ui: fetched once, again after a failure): `preload`
 * fetches it, and `Part` renders it, at once when its code is already there, else once it has loaded (nothing
 * meanwhile; a failure goes to the nearest error boundary, as React.lazy's).
 */
function onDemandPart<P extends object>(
  fetchPart: () => Promise<ComponentType<P>>,
): { Part: ComponentType<P>; preload: () => Promise<ComponentType<P>> } {
  const code = onDemand(fetchPart);
  const LazyPart = lazy(() => code.load().then((component) => ({ default: component })));
  function Part(props: P) {
    // Decided once for each field: switching from the lazy part to the loaded one would mount the field again.
    const [Loaded] = useState(() => code.current());
    if (Loaded) return <Loaded {...props} />;
    return (
      <Suspense fallback={null}>
        <LazyPart {...props} />
      </Suspense>
    );
  }
  return { Part, preload: code.load };
}

const fileUpload = onDemandPart(() => import('./file-upload').then((m) => m.FileUpload));
const fileUploadField = onDemandPart(() =>
  import('./file-upload-field').then((m) => m.FileUploadField as ComponentType<FileUploadFieldProps>),
);
const checkboxField = onDemandPart(() =>
  import('./checkbox-field').then((m) => m.CheckboxField as ComponentType<CheckboxFieldProps>),
);

/**
 * Starts fetching the checkbox field's code (for a form about to show one); settles once it is there. A failure shows
 * where the field renders.
 */
export function preloadCheckboxField(): Promise<void> {
  return checkboxField.preload().then(
    () => undefined,
    () => undefined,
  );
}

/**
 * Starts fetching the file upload field's code (for a form about to show one); settles once it is there. A failure
 * shows where the field renders.
 */
export function preloadFileUploadField(): Promise<void> {
  return fileUploadField.preload().then(
    () => undefined,
    () => undefined,
  );
}

export function FileUpload(props: FileUploadProps) {
  return <fileUpload.Part {...props} />;
}

export function FileUploadField<T extends FieldValues = FieldValues>(props: FileUploadFieldProps<T>) {
  return <fileUploadField.Part {...(props as unknown as FileUploadFieldProps)} />;
}

export function CheckboxField<T extends FieldValues = FieldValues>(props: CheckboxFieldProps<T>) {
  return <checkboxField.Part {...(props as unknown as CheckboxFieldProps)} />;
}
