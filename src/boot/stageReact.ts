/** The first stage of src/main.tsx: zod's setting, then React and its DOM renderer. */
import '../zodConfig.ts';
import 'react';
import 'react-dom/client';
