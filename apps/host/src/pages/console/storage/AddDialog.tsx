import { Banner } from '@postify/react-ui/Banner';
import { Button } from '@postify/react-ui/Button';
import { Modal } from '@postify/react-ui/Modal';
import { ProgressBar } from '@postify/react-ui/ProgressBar';
import { Tab, TabList, TabPanel, Tabs } from '@postify/react-ui/Tabs';
import { TextField } from '@postify/react-ui/TextField';
import { uploadToSignedUrl } from '@postify/sdk';
import { folderNameSchema, validate } from '@postify/sdk/schemas';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useConsoleClient } from '../../../app/ConsoleProviders';
import * as page from '../../../layout/layout.css';
import { folderCreationReason } from './messages';

/** 'Adicionar Arquivo': a new folder here, or an upload into the open folder (disabled at the root). */
export default function AddDialog({
  isOpen,
  onOpenChange,
  folderId,
  onDone,
}: {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  folderId: string | null;
  onDone: () => void;
}) {
  const client = useConsoleClient();
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | undefined>();
  const [files, setFiles] = useState<File[]>([]);
  const [progress, setProgress] = useState(0);
  const create = useMutation({
    mutationFn: async (folderName: string) => {
      await client.POST('/storage/folders', { body: { name: folderName, parent_folder_id: folderId } });
    },
    onSuccess: () => {
      setName('');
      onDone();
      onOpenChange(false);
    },
  });
  const upload = useMutation({
    mutationFn: async () => {
      if (!folderId) return;
      for (const file of files) {
        const { data } = await client.POST('/storage/upload-url', {
          body: {
            folder_id: folderId,
            file_name: file.name,
            file_size: file.size,
            content_type: file.type || 'application/octet-stream',
          },
        });
        if (!data) throw new Error('Erro ao enviar arquivo');
        await uploadToSignedUrl({
          url: data.uploadUrl,
          body: file,
          contentType: file.type || 'application/octet-stream',
          onProgress: (value) => setProgress(value.percent),
        });
      }
    },
    onSuccess: () => {
      setFiles([]);
      onDone();
      onOpenChange(false);
    },
  });
  const submitFolder = (event: FormEvent) => {
    event.preventDefault();
    const result = validate(folderNameSchema, { name });
    setNameError(result.errors.name);
    if (result.success) create.mutate(result.data.name);
  };
  return (
    <Modal title="Adicionar Arquivo" isOpen={isOpen} onOpenChange={onOpenChange}>
      <Tabs disabledKeys={folderId ? [] : ['upload']}>
        <TabList aria-label="Tipo de item">
          <Tab id="folder">Nova Pasta</Tab>
          <Tab id="upload">Upload de Arquivo</Tab>
        </TabList>
        <TabPanel id="folder">
          <form className={page.stack} onSubmit={submitFolder} noValidate>
            <TextField
              label="Nome da pasta"
              value={name}
              onChange={setName}
              isInvalid={Boolean(nameError)}
              errorMessage={nameError}
            />
            {create.error ? (
              <Banner tone="danger">Erro ao criar pasta: {folderCreationReason(create.error)}</Banner>
            ) : null}
            <Button type="submit" isLoading={create.isPending}>
              Criar pasta
            </Button>
          </form>
        </TabPanel>
        <TabPanel id="upload">
          <div className={page.stack}>
            <label>
              Arquivos
              <input
                type="file"
                multiple
                onChange={(event) => setFiles([...(event.currentTarget.files ?? [])])}
              />
            </label>
            {upload.isPending ? <ProgressBar label="Enviando" value={progress} /> : null}
            {upload.error ? <Banner tone="danger">Erro ao enviar arquivo</Banner> : null}
            <Button
              isDisabled={files.length === 0}
              isLoading={upload.isPending}
              onPress={() => upload.mutate()}
            >
              Enviar
            </Button>
          </div>
        </TabPanel>
      </Tabs>
    </Modal>
  );
}
