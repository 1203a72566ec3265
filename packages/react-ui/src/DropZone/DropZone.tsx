import type { ReactNode } from 'react';
import {
  DropZone as AriaDropZone,
  type DropItem,
  FileTrigger,
  type FileTriggerProps,
  Text,
} from 'react-aria-components';
import { Button, type ButtonProps } from '../Button/Button';
import { useMessages } from '../messages';
import { Icon } from '../shared/Icon';
import * as styles from './DropZone.css';

async function filesFrom(items: DropItem[]): Promise<File[]> {
  const files: File[] = [];
  for (const item of items) if (item.kind === 'file') files.push(await item.getFile());
  return files;
}

function accepts(types: readonly string[] | undefined, file: File): boolean {
  if (!types || types.length === 0) return true;
  return types.some((type) =>
    type.endsWith('/*') ? file.type.startsWith(type.slice(0, -1)) : file.type === type,
  );
}

export interface FilePickerProps extends Omit<FileTriggerProps, 'onSelect' | 'children'> {
  onFiles: (files: File[]) => void;
  children?: ReactNode;
  variant?: ButtonProps['variant'];
  isDisabled?: boolean;
}

/** A button that opens the system file picker, e.g. for 'Adicionar mídia'. */
export function FilePicker({
  onFiles,
  children,
  variant = 'secondary',
  isDisabled,
  ...props
}: FilePickerProps) {
  const copy = useMessages().dropZone;
  return (
    <FileTrigger {...props} onSelect={(list) => onFiles(list ? Array.from(list) : [])}>
      <Button variant={variant} isDisabled={isDisabled}>
        {children ?? copy.browse}
      </Button>
    </FileTrigger>
  );
}

export interface DropZoneProps {
  /** Receives the dropped, pasted or picked files that match `acceptedFileTypes`. */
  onFiles: (files: File[]) => void;
  /** MIME types such as 'image/*' or 'video/mp4'; everything when omitted. */
  acceptedFileTypes?: readonly string[];
  allowsMultiple?: boolean;
  isDisabled?: boolean;
  /** Text above the picker button (default 'Arraste arquivos para cá ou'). */
  prompt?: ReactNode;
  browseLabel?: ReactNode;
}

/** A drop zone accepts files by drag and drop, paste, or — for keyboard and touch users — a picker button. */
export function DropZone({
  onFiles,
  acceptedFileTypes,
  allowsMultiple = true,
  isDisabled,
  prompt,
  browseLabel,
}: DropZoneProps) {
  const copy = useMessages().dropZone;
  const deliver = (files: File[]) => {
    const accepted = files.filter((file) => accepts(acceptedFileTypes, file));
    if (accepted.length > 0) onFiles(allowsMultiple ? accepted : accepted.slice(0, 1));
  };
  return (
    <AriaDropZone
      className={styles.zone}
      isDisabled={isDisabled}
      aria-label={copy.prompt}
      onDrop={async (event) => deliver(await filesFrom(event.items))}
    >
      <Icon name="upload" size={28} />
      <Text slot="label">{prompt ?? copy.prompt}</Text>
      <FilePicker
        onFiles={deliver}
        acceptedFileTypes={acceptedFileTypes ? [...acceptedFileTypes] : undefined}
        allowsMultiple={allowsMultiple}
        isDisabled={isDisabled}
      >
        {browseLabel}
      </FilePicker>
    </AriaDropZone>
  );
}
