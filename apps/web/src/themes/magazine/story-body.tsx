/** A story's rich text set for reading: serif at a comfortable size, the first letter dropped where the story asks. */
import { RichText } from '../shared/rich-text';
import classes from './magazine.module.css';

export function StoryBody({ html, hasDropCap = false }: { html: string; hasDropCap?: boolean }) {
  return (
    <div
      className={hasDropCap ? `${classes.body} ${classes.dropCap}` : classes.body}
      data-drop-cap={hasDropCap || undefined}
    >
      <RichText html={html} />
    </div>
  );
}
