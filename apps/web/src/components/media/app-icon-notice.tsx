/**
 * A non-blocking notice beside a logo field (issue 16): the site's app icons are drawn from the logo, which needs to be
 * a square of at least APP_ICON_MIN_SIZE pixels. A smaller or oblong logo still works on the site (the app gets a
 * monogram), so this only says what size would make it the app's icon.
 */
import { APP_ICON_MIN_SIZE, appIconProblemOf, type TAppIconProblem } from '@izlog/contract/app-builds';
import { formatMessage } from '@izlog/contract/messages';
import { Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getLanguage } from '@/lib/i18n';

/** The picture's natural size, once it has loaded; null until then or when it does not load. */
function useNaturalSize(url: string | null): { width: number; height: number } | null {
  const [size, setSize] = useState<{ url: string; width: number; height: number } | null>(null);
  useEffect(() => {
    if (!url) return;
    const image = new Image();
    let current = true;
    image.onload = () => {
      if (current) setSize({ url, width: image.naturalWidth, height: image.naturalHeight });
    };
    image.src = url;
    return () => {
      current = false;
    };
  }, [url]);
  return size && size.url === url ? size : null;
}

function useAppIconProblem(url: string | null): TAppIconProblem | null {
  const size = useNaturalSize(url);
  return size ? appIconProblemOf(size) : null;
}

export function AppIconNotice({ url, id }: { url: string | null; id?: string }) {
  // The message is the contract's, in the interface's current language (re-read when the language changes).
  useTranslation();
  const problem = useAppIconProblem(url);
  return (
    <div role="status" id={id}>
      {problem && (
        <Text size="xs" c="#9a3412" mt={4}>
          {formatMessage(problem, getLanguage(), { size: APP_ICON_MIN_SIZE })}
        </Text>
      )}
    </div>
  );
}
