import type { Key } from 'react-aria-components';
import { Modal } from '../Modal/Modal';
import { Tab, TabList, TabPanel, Tabs } from '../Tabs/Tabs';
import type { StorageBrowserMessages } from './messages';
import { NewFolderForm, type NewFolderInput } from './NewFolderForm';
import * as styles from './StorageBrowser.css';
import { type UploadFile, UploadPanel } from './UploadPanel';

/** The tabs of the 'Adicionar Arquivo' dialog. */
export const addFileTabs = ['folder', 'upload'] as const;
export type AddFileTab = (typeof addFileTabs)[number];

export interface AddFileDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  tab: AddFileTab;
  onTabChange: (tab: AddFileTab) => void;
  /** Upload needs a folder: outside one the tab is disabled. */
  canUpload: boolean;
  initialFiles?: readonly File[];
  onCreateFolder: (input: NewFolderInput) => Promise<void>;
  onUpload: UploadFile;
  onUploaded?: (count: number) => void;
  messages: StorageBrowserMessages;
}

/** 'Adicionar Arquivo': the 'Nova Pasta' and 'Upload de Arquivo' tabs. */
export function AddFileDialog({
  isOpen,
  onOpenChange,
  tab,
  onTabChange,
  canUpload,
  initialFiles,
  onCreateFolder,
  onUpload,
  onUploaded,
  messages: copy,
}: AddFileDialogProps) {
  return (
    <Modal title={copy.addFile} isOpen={isOpen} onOpenChange={onOpenChange}>
      <Tabs
        selectedKey={canUpload ? tab : 'folder'}
        onSelectionChange={(key: Key) => onTabChange(key === 'upload' ? 'upload' : 'folder')}
        disabledKeys={canUpload ? [] : ['upload']}
      >
        <TabList aria-label={copy.addFile}>
          <Tab id="folder">{copy.newFolderTab}</Tab>
          <Tab id="upload">{copy.uploadTab}</Tab>
        </TabList>
        <TabPanel id="folder">
          <NewFolderForm onCreate={onCreateFolder} onDone={() => onOpenChange(false)} messages={copy} />
        </TabPanel>
        <TabPanel id="upload">
          <UploadPanel
            onUpload={onUpload}
            onUploaded={onUploaded}
            initialFiles={initialFiles}
            messages={copy}
          />
        </TabPanel>
      </Tabs>
      {canUpload ? null : <p className={styles.hint}>{copy.uploadOutsideFolder}</p>}
    </Modal>
  );
}
