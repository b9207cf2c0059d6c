import { useId, useState, type ChangeEvent, type DragEvent } from 'react';
import { NEWS_GALLERY_MAX_FILES, VisuallyHidden } from '@alu/common';
import formStyles from '../../shared/ui/Form.module.css';
import { ImagePreview } from './ImagePreview';
import {
  checkCover,
  checkGallery,
  chosenImage,
  IMAGE_ACCEPT,
  moveImage,
  type DraftImage,
} from './newsImages';
import styles from './NewsPictures.module.css';

export interface NewsPicturesProps {
  readonly cover: DraftImage | null;
  readonly gallery: readonly DraftImage[];
  readonly onCover: (cover: DraftImage | null) => void;
  readonly onGallery: (gallery: readonly DraftImage[]) => void;
  /** A stored picture is removed: it is deleted when the item is saved. */
  readonly onRemoveStored: (name: string) => void;
  readonly onAlerts: (alerts: string[]) => void;
}

/** The cover: its preview and a way to remove it, or the field to choose one. */
function CoverSlot({
  cover,
  onChoose,
  onRemove,
}: {
  readonly cover: DraftImage | null;
  readonly onChoose: (event: ChangeEvent<HTMLInputElement>) => void;
  readonly onRemove: () => void;
}) {
  return (
    <div className={`${formStyles.field} ${styles.slot}`}>
      {cover ? (
        <>
          <span>Основна снимка</span>
          <span className={styles.item}>
            <ImagePreview image={cover} label="Основна снимка" />
            <button type="button" className={formStyles.chip} onClick={onRemove}>
              Премахни основната снимка
            </button>
          </span>
        </>
      ) : (
        <label className={formStyles.field}>
          <span>Основна снимка</span>
          <input type="file" name="cover" accept={IMAGE_ACCEPT} onChange={onChoose} />
        </label>
      )}
    </div>
  );
}

/** One picture of the gallery: dragged to its place, or moved with the arrow buttons. */
function GalleryItem({
  image,
  index,
  count,
  dragged,
  onDrag,
  onDrop,
  onMove,
  onRemove,
}: {
  readonly image: DraftImage;
  readonly index: number;
  /** How many pictures the gallery has. */
  readonly count: number;
  /** This picture is the one being dragged. */
  readonly dragged: boolean;
  /** Dragging this picture starts (true) or ends (false). */
  readonly onDrag: (dragging: boolean) => void;
  readonly onDrop: (event: DragEvent<HTMLLIElement>) => void;
  readonly onMove: (to: number) => void;
  readonly onRemove: () => void;
}) {
  return (
    <li
      className={dragged ? `${styles.item} ${styles.dragged}` : styles.item}
      draggable
      onDragStart={(event) => {
        event.dataTransfer.effectAllowed = 'move';
        onDrag(true);
      }}
      onDragOver={(event) => event.preventDefault()}
      onDrop={onDrop}
      onDragEnd={() => onDrag(false)}
    >
      <span className={styles.handle} aria-hidden="true">
        ⠿
      </span>
      <span className={styles.position}>{index + 1}.</span>
      <ImagePreview image={image} label={`Снимка ${index + 1} от галерията`} />
      <span className={styles.actions}>
        <button
          type="button"
          className={formStyles.chip}
          aria-label={`Премести снимка ${index + 1} нагоре`}
          disabled={index === 0}
          onClick={() => onMove(index - 1)}
        >
          ↑
        </button>
        <button
          type="button"
          className={formStyles.chip}
          aria-label={`Премести снимка ${index + 1} надолу`}
          disabled={index === count - 1}
          onClick={() => onMove(index + 1)}
        >
          ↓
        </button>
        <button type="button" className={formStyles.chip} onClick={onRemove}>
          Премахни снимка {index + 1}
        </button>
      </span>
    </li>
  );
}

/**
 * The "Снимки" group: the cover and the gallery, each chosen file previewed with its size and
 * dimensions and refused here when the server would refuse it; the gallery reordered by
 * dragging or with the move buttons (keyboard), each move announced.
 */
export function NewsPictures({
  cover,
  gallery,
  onCover,
  onGallery,
  onRemoveStored,
  onAlerts,
}: NewsPicturesProps) {
  const ids = useId();
  const [dragged, setDragged] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const chooseCover = (event: ChangeEvent<HTMLInputElement>) => {
    const result = checkCover([...(event.target.files ?? [])]);
    event.target.value = '';
    if ('alert' in result) {
      onAlerts([result.alert]);
      return;
    }
    onAlerts([]);
    onCover(chosenImage(result.file));
  };
  const chooseGallery = (event: ChangeEvent<HTMLInputElement>) => {
    const result = checkGallery([...(event.target.files ?? [])], gallery.length);
    event.target.value = '';
    if ('alert' in result) {
      onAlerts([result.alert]);
      return;
    }
    onAlerts([]);
    onGallery([...gallery, ...result.files.map(chosenImage)]);
  };
  const remove = (image: DraftImage) => {
    if (image.stored) onRemoveStored(image.stored);
  };
  const move = (from: number, to: number) => {
    if (to < 0 || to >= gallery.length || from === to) return;
    onGallery(moveImage(gallery, from, to));
    setAnnouncement(`Снимка ${from + 1} е преместена на място ${to + 1} от ${gallery.length}.`);
  };
  const drop = (event: DragEvent<HTMLLIElement>, to: number) => {
    event.preventDefault();
    if (dragged !== null) move(dragged, to);
    setDragged(null);
  };

  return (
    <fieldset className={formStyles.group}>
      <legend>Снимки</legend>
      <CoverSlot
        cover={cover}
        onChoose={chooseCover}
        onRemove={() => {
          if (cover) remove(cover);
          onCover(null);
        }}
      />
      <div className={`${formStyles.field} ${styles.slot}`}>
        <label htmlFor={`${ids}-gallery`}>
          Галерия (до {NEWS_GALLERY_MAX_FILES} снимки, сега {gallery.length})
        </label>
        <input
          id={`${ids}-gallery`}
          type="file"
          name="gallery"
          accept={IMAGE_ACCEPT}
          multiple
          disabled={gallery.length >= NEWS_GALLERY_MAX_FILES}
          onChange={chooseGallery}
        />
        {gallery.length > 0 ? (
          <>
            <span id={`${ids}-order`} className={formStyles.hint}>
              Редът е този в сайта: плъзнете снимка или използвайте бутоните със стрелки.
            </span>
            <ol
              className={styles.gallery}
              aria-label="Снимки в галерията"
              aria-describedby={`${ids}-order`}
            >
              {gallery.map((image, index) => (
                <GalleryItem
                  key={image.key}
                  image={image}
                  index={index}
                  count={gallery.length}
                  dragged={dragged === index}
                  onDrag={(dragging) => setDragged(dragging ? index : null)}
                  onDrop={(event) => drop(event, index)}
                  onMove={(to) => move(index, to)}
                  onRemove={() => {
                    remove(image);
                    onGallery(gallery.filter((other) => other.key !== image.key));
                  }}
                />
              ))}
            </ol>
          </>
        ) : null}
        <VisuallyHidden role="status">{announcement}</VisuallyHidden>
      </div>
    </fieldset>
  );
}
