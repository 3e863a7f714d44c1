// The wizard's file picker (visitor-features §3 "content as base64 data URL"): the chosen files kept in a form field
// as {name, content} data URLs, so the wizard state holds them through a reload, each listed with a Remove button;
// the picker is disabled once `max` files, if any, are kept (the step's schema says how many are needed).
// @portal/shared's FileUpload keeps File objects (and checks sizes with its own messages), which a stored draft cannot
// hold: hence this one.
import { useLingui } from '@lingui/react/macro';
import { Button, HStack, List, Stack, Text } from '@portal/shared/ui';
import {
  FilePicker,
  FormField,
  useFormContext,
  type FieldPath,
  type FieldValues,
} from '@portal/shared/forms';
import { readAsDataUrl, storedFiles } from './files';

export interface FilesFieldProps<T extends FieldValues> {
  name: FieldPath<T>;
  label: string;
  /** The picker is disabled once this many files are kept; no limit when undefined. */
  max?: number;
  required?: boolean;
  /** As an input's accept attribute. */
  accept?: string;
}

export function FilesField<T extends FieldValues>({
  name,
  label,
  max,
  required,
  accept = 'image/*,application/pdf',
}: FilesFieldProps<T>) {
  const { t } = useLingui();
  const { trigger } = useFormContext<T>();
  return (
    <FormField<T> name={name} label={label} required={required}>
      {({ field, describedBy }) => {
        const files = storedFiles(field.value);
        const keep = (next: unknown[]) => {
          field.onChange(next);
          void trigger(name);
        };
        const add = async (chosen: File[]) => {
          if (!chosen.length) return;
          const added = await Promise.all(chosen.map(readAsDataUrl));
          keep([...files, ...added]);
        };
        return (
          <Stack gap="2">
            <FilePicker
              multiple
              accept={accept}
              aria-describedby={describedBy}
              disabled={max !== undefined && files.length >= max}
              chosen={files}
              listed
              onChange={(event) => {
                const chosen = [...(event.currentTarget.files ?? [])];
                // Emptied, so that a file removed from the list can be chosen again.
                event.currentTarget.value = '';
                void add(chosen);
              }}
            />
            {files.length ? (
              <List.Root>
                {files.map((file, position) => (
                  <List.Item key={`${file.name}-${String(position)}`}>
                    <HStack>
                      <Text>{file.name}</Text>
                      <Button
                        size="xs"
                        variant="ghost"
                        onClick={() => keep(files.filter((_, other) => other !== position))}
                      >
                        {t`Remove ${file.name}`}
                      </Button>
                    </HStack>
                  </List.Item>
                ))}
              </List.Root>
            ) : undefined}
          </Stack>
        );
      }}
    </FormField>
  );
}
