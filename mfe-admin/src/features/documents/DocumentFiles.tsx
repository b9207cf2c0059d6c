// A document's files: every version it had (newest first, the one served marked), each
// readable by administrators, and the replacement of the file at the same address.
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@alu/common';
import { formatFileSize } from '@alu/common/locale-format';
import type { AdminDocument, DocumentFileVersion } from '@alu/common/contracts';
import { describeSaveError, isUnauthorized } from '../../shared/api/adminApi';
import type { UploadProgress as Progress } from '../../shared/api/sendForm';
import { useSession } from '../../shared/session/AdminSession';
import formStyles from '../../shared/ui/Form.module.css';
import { DateTime } from '../../shared/ui/RecordCard';
import { showPdfInTab } from '../../shared/ui/pdfTab';
import { OutcomeMessage, type Outcome } from '../../shared/ui/OutcomeMessage';
import { UploadProgress } from '../../shared/ui/UploadProgress';
import { useSave } from '../../shared/ui/useSave';
import { describeDocumentError } from './documentErrors';
import { FileField } from './DocumentFields';
import { documentsApi } from './documentsApi';
import styles from './DocumentForm.module.css';

/** Opens one stored version in a new tab (opened during the click, so no pop-up blocker). */
function useOpenVersion(onProblem: (message: string) => void) {
  const { token, logout } = useSession();
  return async (version: DocumentFileVersion) => {
    const tab = window.open('', '_blank');
    if (tab) tab.opener = null;
    try {
      const file = await documentsApi.version(token, version.url);
      if (tab && !tab.closed) showPdfInTab(tab, file);
      else onProblem('Браузърът не отвори нов раздел. Разрешете изскачащите прозорци за сайта.');
    } catch (error) {
      tab?.close();
      console.error('[admin] a document version could not be opened', error);
      if (isUnauthorized(error)) logout();
      else
        onProblem(
          `Версия ${version.version} не можа да бъде отворена. ${describeSaveError(error)}`,
        );
    }
  };
}

function VersionList({
  files,
  onOpen,
}: {
  readonly files: readonly DocumentFileVersion[];
  readonly onOpen: (version: DocumentFileVersion) => void;
}) {
  return (
    <ol className={styles.history} aria-label="История на файла">
      {files.map((file) => (
        <li key={file.version} className={styles.version}>
          <span className={styles.versionName}>Версия {file.version}</span>
          {file.current ? <span className={styles.current}>текуща</span> : null}
          <DateTime iso={file.uploadedAt} />
          <span>{formatFileSize(file.size, 'bg')}</span>
          <Button variant="secondary" onClick={() => onOpen(file)}>
            Отвори версия {file.version}
          </Button>
        </li>
      ))}
    </ol>
  );
}

export interface DocumentFilesProps {
  readonly document: AdminDocument;
  /** The document as the server answered the replacement. */
  readonly onReplaced: (document: AdminDocument) => void;
}

/** The file history and the replacement of a document being edited. */
export function DocumentFiles({ document, onReplaced }: DocumentFilesProps) {
  const headingId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [fileProblem, setFileProblem] = useState<string | undefined>();
  const [progress, setProgress] = useState<Progress | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const upload = useRef<AbortController | null>(null);
  const { saving, saveError, save } = useSave(
    () => setFile(null),
    (error) => describeDocumentError(error, 'replace'),
  );
  const open = useOpenVersion((message) => setOutcome({ tone: 'error', message }));

  // A failed replacement is said where the focus goes.
  useEffect(() => {
    if (saveError) setOutcome({ tone: 'error', message: saveError });
  }, [saveError]);

  const replace = () => {
    if (!file) return;
    const controller = new AbortController();
    upload.current = controller;
    setProgress(null);
    setOutcome(null);
    const options = { signal: controller.signal, onProgress: setProgress };
    void save(async (token) => {
      const updated = await documentsApi.replaceFile(token, document._id, file, options);
      onReplaced(updated);
      const served = updated.files.find((version) => version.current)?.version ?? '';
      setOutcome({
        tone: 'done',
        message: `Файлът е заменен: адресът ${updated.url} вече показва версия ${served}.`,
      });
    });
  };

  return (
    <section className={styles.files} aria-labelledby={headingId}>
      <h3 id={headingId}>Файл</h3>
      <OutcomeMessage outcome={outcome} />
      <VersionList files={document.files} onOpen={(version) => void open(version)} />
      {saving ? (
        <UploadProgress
          progress={progress}
          sentMessage="Файлът е изпратен; сървърът го проверява и записва…"
          onCancel={() => upload.current?.abort()}
        />
      ) : (
        <>
          <FileField
            label="Нов файл (PDF) на същия адрес"
            file={file}
            problem={fileProblem}
            onFile={(chosen, problem) => {
              setFile(chosen);
              setFileProblem(problem);
            }}
          />
          <p className={formStyles.hint}>
            Новият файл се показва веднага на адреса {document.url}; предишните остават в историята.
          </p>
          <div>
            <Button variant="secondary" disabled={!file} onClick={replace}>
              Замени файла
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
