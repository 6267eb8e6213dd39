/** Categories as a newspaper's section bar: one ruled line of section names, the current one underlined in colour. */
import { Link } from 'react-router';
import classes from './magazine.module.css';

type TSectionLink = { key: string; label: string; href: string; isCurrent: boolean };

/** `tour`: the guided tour's name for the bar where it stands for the site's categories (issue 16). */
export function SectionBar({ label, items, tour }: { label: string; items: TSectionLink[]; tour?: string }) {
  if (items.length === 0) return null;
  return (
    <nav aria-label={label} className={classes.sectionBar} data-tour={tour}>
      <ul>
        {items.map((item) => (
          <li key={item.key}>
            <Link to={item.href} className={classes.sectionLink} aria-current={item.isCurrent ? 'page' : undefined}>
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
