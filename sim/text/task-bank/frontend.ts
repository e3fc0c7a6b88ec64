import type { ScenarioBank } from './types.ts';

export const FRONTEND: ScenarioBank = {
  repos: [
    { name: 'parcelo-web', about: 'a React 19 + TypeScript single-page app built with Vite, the customer site of Parcelo' },
    { name: 'mosaic-classroom', about: 'a Next.js app where Mosaic Learning teachers build and assign lessons' },
    { name: 'harbor-dash', about: 'a Vue 3 analytics dashboard with Pinia and ECharts for Harbor Analytics customers' },
    { name: 'juniper-booking', about: 'a SvelteKit booking flow for Juniper Travel, server-rendered with a small component library' },
  ],
  goals: [
    {
      title: 'Make the checkout form accessible',
      repos: ['parcelo-web', 'juniper-booking'],
      request: 'An accessibility audit flagged the checkout form: errors are only shown in red, focus jumps to the top on submit, and the card fields have no labels. Please fix the form so it works with a screen reader and keyboard only.',
      correction: "I said move focus to the first error, but design wants an error summary at the top that links to each field. Focus the summary instead.",
      followups: [
        'Can you run axe on the page after your change and tell me what is left?',
        'The date-of-birth field uses three selects; is that OK for screen readers or should it be one input?',
        'Please add a Playwright test that fills the form with the keyboard only.',
      ],
    },
    {
      title: 'Add dark mode with a persisted preference',
      repos: ['harbor-dash', 'mosaic-classroom'],
      request: 'Add a dark theme. It should follow the OS setting by default, let the user override it from the settings menu, and remember the choice. We already use CSS variables for most colours.',
      correction: "Correction: don't store the preference in localStorage — we have a `/me/preferences` endpoint for that. Use it, and fall back to the OS setting while it loads.",
      followups: [
        'The charts still render with white backgrounds in dark mode. Can you fix those too?',
        'Avoid the flash of the light theme on first load if you can.',
        'Which colours fail contrast in the dark theme?',
      ],
    },
    {
      title: 'Fix the infinite re-render in the filters panel',
      repos: ['parcelo-web', 'mosaic-classroom'],
      request: 'The filters panel freezes the tab when you pick more than two filters; React DevTools shows it re-rendering constantly. Please find the cause and fix it.',
      correction: 'Ah, I was wrong, it is not only the filters panel — the URL sync hook re-renders the whole page too. Look at `useQueryState` as well.',
      followups: [
        'Can you add a test that would have caught this?',
        'Is the memoisation you added actually needed everywhere, or only in one place?',
        'Please check that the back button still restores the filters.',
      ],
    },
    {
      title: 'Replace the date picker library',
      repos: ['juniper-booking', 'harbor-dash'],
      request: 'We want to drop the old date picker (unmaintained, 90 KB) for a lighter one or the native input. Replace it in the booking and reporting pages and keep the same behaviour for ranges and disabled dates.',
      correction: 'Sorry, I forgot Safari 15 is still in our support matrix, so the native range input is out. Use a small library instead.',
      followups: [
        'How much did the bundle shrink? Please measure it, do not estimate.',
        'Check that the picker works with the French and German locales.',
        'Update the component docs and remove the old dependency from package.json.',
      ],
    },
    {
      title: 'Add optimistic updates to the task list',
      repos: ['mosaic-classroom'],
      request: 'Ticking a task off takes a second to show because we wait for the server. Make the toggle optimistic and roll back with a toast if the request fails.',
      correction: 'I meant to say: deleting a task should stay pessimistic — people were upset when items came back. Only the toggle and rename should be optimistic.',
      followups: [
        'What happens if the user toggles the same task twice quickly while the first request is still running?',
        'Please add tests for the rollback path.',
        'Make sure the item counts in the sidebar stay in sync.',
      ],
    },
    {
      title: 'Lazy-load the analytics charts',
      repos: ['harbor-dash'],
      request: 'The dashboard home loads all twelve charts up front and the first paint is slow on laptops. Lazy-load charts as they scroll into view and show skeletons meanwhile.',
      correction: 'Hold on: the first two charts are above the fold for everyone, so load those eagerly. Lazy-load the rest.',
      followups: [
        'Can you measure Largest Contentful Paint before and after with the same throttling?',
        'Do the charts still print correctly? Some customers print the dashboard.',
        'Keep the skeleton sizes stable so the layout does not jump.',
      ],
    },
    {
      title: 'Internationalise the onboarding flow',
      repos: ['mosaic-classroom', 'parcelo-web'],
      request: 'The onboarding flow has hard-coded English strings. Move them into the i18n catalogue and add German and Spanish; the translators will review later.',
      correction: "Scratch Spanish for now, legal has not approved it. German only, but leave the structure ready for more locales.",
      followups: [
        'Plural forms for "n lessons" are wrong in German; can you use the proper ICU plural syntax?',
        'Please make sure dates and numbers are formatted per locale, not just the strings.',
        'Add a check to CI that fails on missing keys.',
      ],
    },
    {
      title: 'Add keyboard shortcuts to the lesson editor',
      repos: ['mosaic-classroom'],
      request: 'Teachers want keyboard shortcuts in the lesson editor: save, add block, move block up/down, and a `?` overlay listing them. They must not clash with screen-reader shortcuts.',
      correction: 'Correction: Ctrl+S is already taken by our autosave indicator; use it for save anyway but remove the old listener.',
      followups: [
        'How do the shortcuts behave when focus is inside a text field?',
        'Add tests for each shortcut.',
        'Document the shortcuts in the help page.',
      ],
    },
    {
      title: 'Cut the JavaScript bundle of the booking flow',
      repos: ['juniper-booking', 'parcelo-web'],
      request: 'The booking flow ships 900 KB of JavaScript. Find out what is in it and bring it under 400 KB without losing features.',
      correction: 'Sorry, the payment widget must stay loaded up front — lazy-loading it broke 3-D Secure in Safari last time.',
      followups: [
        'Show the bundle analysis before and after.',
        'Which dependencies did you replace or remove?',
        'Run the end-to-end booking test after the change.',
      ],
    },
  ],
  followups: [
    'Please check it in a narrow mobile viewport as well.',
    'Does this change any snapshot tests? If so, explain each snapshot change.',
    'Keep the change inside the existing component structure unless there is a good reason.',
    'What does the change do to the bundle size?',
  ],
};
