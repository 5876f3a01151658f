// A light, dense staff console: Chakra's defaults with smaller type and tighter spacing in forms.
import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

const config = defineConfig({
  globalCss: {
    'html, body': {
      fontSize: '14px',
      bg: 'gray.50',
      color: 'gray.900',
    },
  },
  theme: {
    tokens: {
      fonts: {
        body: { value: 'system-ui, -apple-system, "Segoe UI", Roboto, Helvetica, Arial, sans-serif' },
        heading: { value: 'system-ui, -apple-system, "Segoe UI", Roboto, Helvetica, Arial, sans-serif' },
      },
    },
  },
});

export const system = createSystem(defaultConfig, config);
