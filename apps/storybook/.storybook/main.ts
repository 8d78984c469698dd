import type { StorybookConfig } from '@storybook/react-vite'

const config: StorybookConfig = {
  stories: ['../../../packages/react/src/**/*.stories.@(ts|tsx)', '../src/**/*.mdx'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  async viteFinal(viteConfig) {
    // Stories render the sibling packages from their TypeScript sources.
    viteConfig.resolve = {
      ...viteConfig.resolve,
      conditions: ['source', 'module', 'browser', 'development|production'],
    }
    return viteConfig
  },
}

export default config
