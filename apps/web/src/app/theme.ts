/** The default look; themes of SPEC §1 will be layouts over the same data, not colours here. */
import { createTheme } from '@mantine/core';

export const theme = createTheme({ primaryColor: 'teal', defaultRadius: 'md' });
