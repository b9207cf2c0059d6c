// A document's thumbnail in the form: the preview of the first page the server drew (or the
// picture an administrator uploaded), read with the administrator's token whatever the state,
// and the upload of a picture in its place.
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@alu/common';
import { formatFileSize } from '@alu/common/locale-format';
import {
  DOCUMENT_THUMBNAIL_MAX_MB,
  DOCUMENT_THUMBNAIL_TYPES,
  DOCUMENT_THUMBNAIL_WIDTH,
  type AdminDocument,
} from '@alu/common/contracts';
import { isUnauthorized } from '../../shared/api/adminApi';
import { useSession } from '../../shared/session/AdminSession';
import formStyles from '../../shared/ui/Form.module.css';
import { OutcomeMessage, type Outcome } from '../../shared/ui/OutcomeMessage';
import { useSave } from '../../shared/ui/useSave';
import { describeThumbnailError } from './documentErrors';
import { documentsApi } from './documentsApi';
import styles from './DocumentForm.module.css';

const IMAGE_ACCEPT = DOCUMENT_THUMBNAIL_TYPES.join(',');

/** Why a chosen picture cannot be sent, or undefined when it may be. */
export function thumbnailProblem(image: File): string | undefined {
  if (!(DOCUMENT_THUMBNAIL_TYPES as readonly string[]).includes(image.type)) {
    return 'Изберете изображение JPEG, PNG или WebP.';
  }
  if (image.size > DOCUMENT_THUMBNAIL_MAX_MB * 1024 * 1024) {
    return `Изображението трябва да е до ${DOCUMENT_THUMBNAIL_MAX_MB} MB.`;
  }
  return undefined;
}

/** The thumbnail's picture as an object URL, read again whenever it changes. */
function usePreview(document: AdminDocument): { src: string | null; failed: boolean } {
  const { token, logout } = useSession();
  // The latest sign-out, without reading the picture again when its identity changes.
  const signOut = useRef(logout);
  signOut.current = logout;
  const [preview, setPreview] = useState<{ src: string | null; failed: boolean }>({
    src: null,
    failed: false,
  });
  const url = document.thumbnail?.url;
  const madeAt = document.thumbnail?.madeAt;
  useEffect(() => {
    if (!url) {
      setPreview({ src: null, failed: false });
      return undefined;
    }
    let objectUrl: string | null = null;
    let active = true;
    documentsApi.version(token, url).then(
      (blob) => {
        if (!active) return;
        objectUrl = URL.createObjectURL(blob);
        setPreview({ src: objectUrl, failed: false });
      },
      (error: unknown) => {
        if (!active) return;
        if (isUnauthorized(error)) signOut.current();
        setPreview({ src: null, failed: true });
      },
    );
    return () => {
      active = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url, madeAt, token]);
  return preview;
}

export interface DocumentThumbnailProps {
  readonly document: AdminDocument;
  /** The document as the server answered the upload. */
  readonly onChanged: (document: AdminDocument) => void;
}

export function DocumentThumbnail({ document, onChanged }: DocumentThumbnailProps) {
  const headingId = useId();
  const inputId = useId();
  const [image, setImage] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | undefined>();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const preview = usePreview(document);
  const { saving, saveError, save } = useSave(
    () => {
      setImage(null);
      if (input.current) input.current.value = '';
    },
    (error) => describeThumbnailError(error),
  );

  useEffect(() => {
    if (saveError) setOutcome({ tone: 'error', message: saveError });
  }, [saveError]);

  const upload = () => {
    if (!image) return;
    setOutcome(null);
    void save(async (token) => {
      const updated = await documentsApi.replaceThumbnail(token, document._id, image);
      onChanged(updated);
      setOutcome({ tone: 'done', message: 'Миниатюрата е заменена с каченото изображение.' });
    });
  };

  const thumbnail = document.thumbnail;
  return (
    <section className={styles.files} aria-labelledby={headingId}>
      <h3 id={headingId}>Миниатюра</h3>
      <OutcomeMessage outcome={outcome} />
      {thumbnail ? (
        <figure className={styles.thumbnail}>
          {preview.src ? (
            <img
              src={preview.src}
              width={DOCUMENT_THUMBNAIL_WIDTH / 2}
              alt="Преглед на първата страница"
            />
          ) : (
            <span className={styles.thumbnailMissing}>
              {preview.failed ? 'Миниатюрата не можа да бъде заредена.' : 'Зарежда се…'}
            </span>
          )}
          <figcaption>
            {thumbnail.source === 'upload'
              ? 'Качено изображение'
              : 'Първата страница на текущия файл'}{' '}
            ({formatFileSize(thumbnail.size, 'bg')})
          </figcaption>
        </figure>
      ) : (
        <p className={formStyles.hint}>
          Първата страница на файла не можа да бъде изобразена. Качете изображение за миниатюра.
        </p>
      )}
      <div className={formStyles.field}>
        <label htmlFor={inputId}>Друго изображение за миниатюра (JPEG, PNG или WebP)</label>
        <input
          ref={input}
          id={inputId}
          type="file"
          name="thumbnail"
          accept={IMAGE_ACCEPT}
          aria-invalid={problem !== undefined}
          aria-describedby={problem ? `${inputId}-problem` : `${inputId}-hint`}
          onChange={(event) => {
            const chosen = event.target.files?.[0] ?? null;
            const found = chosen ? thumbnailProblem(chosen) : undefined;
            setImage(found ? null : chosen);
            setProblem(found);
          }}
        />
        {problem ? (
          <p id={`${inputId}-problem`} className={formStyles.invalid}>
            {problem}
          </p>
        ) : (
          <p id={`${inputId}-hint`} className={formStyles.hint}>
            До {DOCUMENT_THUMBNAIL_MAX_MB} MB; сървърът го смалява до ширина{' '}
            {DOCUMENT_THUMBNAIL_WIDTH} px. Нов файл на документа изобразява отново първата си
            страница на мястото му.
          </p>
        )}
      </div>
      <div>
        <Button variant="secondary" disabled={!image || saving} onClick={upload}>
          {saving ? 'Качва се…' : 'Качи изображението'}
        </Button>
      </div>
    </section>
  );
}
