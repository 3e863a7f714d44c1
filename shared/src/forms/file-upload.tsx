// Attachments (customer-area §5 "File upload"): each file is checked against the accepted types and the size limit
// (setting fileUploadSizeLimit, "file too large" with the limit in MB); at most `max` files are kept.
import { Field, HStack, IconButton, List, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { Paperclip, X } from 'lucide-react';
import { useId, useState, type ChangeEvent, type ReactNode } from 'react';
import { useSetting } from '@portal/shared/settings';
import { bytesToMb, checkFileSize, checkFileType, fileTooLargeMessage } from '@portal/shared/validation';
import { LinkedControl } from '@portal/shared/ui';
import { FilePicker } from './file-picker';

export interface FileUploadProps {
  label: ReactNode;
  /** As an input's accept attribute: `image/*,application/pdf`, `.xlsx`. */
  accept: string;
  /** Bytes; the setting fileUploadSizeLimit by default. */
  maxSize?: number;
  /** customer-area §5: multi-upload default min 1, max 5. */
  min?: number;
  max?: number;
  files: File[];
  onChange: (files: File[]) => void;
  /** An error from the form (e.g. fewer files than required). */
  error?: ReactNode;
}

function fileSize(bytes: number): string {
  return bytes >= 1_000_000 ? `${bytesToMb(bytes)} MB` : `${Math.max(1, Math.round(bytes / 1000))} KB`;
}

export function FileUpload({
  label,
  accept,
  maxSize,
  min = 1,
  max = 5,
  files,
  onChange,
  error,
}: FileUploadProps) {
  const { t } = useLingui();
  const settingLimit = useSetting('fileUploadSizeLimit');
  const limit = maxSize ?? settingLimit;
  const [rejections, setRejections] = useState<string[]>([]);
  const helperTextId = useId();

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = [...(event.currentTarget.files ?? [])];
    event.currentTarget.value = '';
    const problems: string[] = [];
    const accepted = chosen.filter((file) => {
      const name = file.name;
      if (checkFileType(file, accept)) problems.push(t`${name}: this type of file is not accepted.`);
      else if (checkFileSize(file, limit)) problems.push(`${name}: ${fileTooLargeMessage(limit)}`);
      else return true;
      return false;
    });
    const next = [...files, ...accepted];
    if (next.length > max) problems.push(t`You can attach at most ${max} files.`);
    setRejections(problems);
    onChange(next.slice(0, max));
  };

  const remove = (index: number) => {
    setRejections([]);
    onChange(files.filter((_, i) => i !== index));
  };

  const limitMb = bytesToMb(limit);
  const invalid = Boolean(error) || rejections.length > 0;
  return (
    <Field.Root invalid={invalid} required={min > 0}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <LinkedControl helperTextId={helperTextId}>
        {(describedBy) => (
          <FilePicker
            accept={accept}
            multiple={max > 1}
            disabled={files.length >= max}
            onChange={choose}
            aria-describedby={describedBy}
            chosen={files}
            listed
          />
        )}
      </LinkedControl>
      <Field.HelperText id={helperTextId}>
        {max > 1 ? t`Between ${min} and ${max} files, up to ${limitMb} MB each.` : t`Up to ${limitMb} MB.`}
      </Field.HelperText>
      {files.length ? (
        <List.Root variant="plain" gap="1" width="full" aria-label={t`Attached files`}>
          {files.map(({ name, size }, index) => (
            <List.Item key={`${name}-${index}`}>
              <HStack gap="2">
                <Paperclip size={16} aria-hidden />
                <Text flex="1" truncate>
                  {name}{' '}
                  <Text as="span" color="fg.muted">
                    ({fileSize(size)})
                  </Text>
                </Text>
                <IconButton
                  size="xs"
                  variant="ghost"
                  aria-label={t`Remove ${name}`}
                  onClick={() => remove(index)}
                >
                  <X aria-hidden />
                </IconButton>
              </HStack>
            </List.Item>
          ))}
        </List.Root>
      ) : undefined}
      <Field.ErrorText flexDirection="column" alignItems="flex-start">
        {rejections.map((problem) => (
          <span key={problem}>{problem}</span>
        ))}
        {error}
      </Field.ErrorText>
    </Field.Root>
  );
}
