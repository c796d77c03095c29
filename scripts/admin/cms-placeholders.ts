/*
 * What the editor's config.yml names when the build's environment names
 * nothing: reserved names, so a forgotten setting shows at once. Apart from
 * cms-config.ts, which loads the content, so that the launch check can name
 * them without it.
 */
export const placeholders = { repo: 'liceo-example/liceo-website', branch: 'main', authOrigin: 'https://auth.liceo.example' } as const;
