import { fakeFormError, fixtureImage, makeHomeData, makeHomeSlider } from '@souk/core/testing'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { StoryCall } from '../Collections/StoryCall'
import { HomeSlider } from './HomeSlider'

const home = makeHomeData()

const meta = {
  title: 'Home/HomeSlider',
  component: HomeSlider,
  args: { slider: home.slider },
} satisfies Meta<typeof HomeSlider>

export default meta
type Story = StoryObj<typeof meta>

/** From the home call, as a page shows it while loading and after a failure. */
const fromApi: Story['render'] = (args) => (
  <StoryCall call={(souk) => souk.client.catalog.home()}>
    {({ data, loading, error, retry }) => (
      <HomeSlider
        {...args}
        slider={data?.slider ?? { main: [] }}
        loading={loading}
        error={error}
        onRetry={retry}
      />
    )}
  </StoryCall>
)

/** Rotating main slides with a pause button, and the right-top and right-bottom tiles. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const pause = canvas.getByRole('button', { name: 'Pause' })
    await userEvent.click(pause)
    await expect(canvas.getByRole('button', { name: 'Play' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'New season arrivals' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/new-season\/products\?home_spm=\d+$/),
    )
  },
}

/** Without autoplay: no pause button, the shopper moves the slides. */
export const Still: Story = { args: { autoplay: false } }

/** Only main slides: the carousel takes the whole width. */
export const WithoutTiles: Story = { args: { slider: { main: home.slider.main } } }

export const Loading: Story = {
  render: fromApi,
  parameters: { souk: { delayMs: 600_000, routes: { 'GET home': home } } },
}

export const Empty: Story = { args: { slider: { main: [] } } }

export const ErrorState: Story = {
  name: 'Error',
  render: fromApi,
  parameters: {
    souk: {
      routes: {
        'GET home': () => {
          throw fakeFormError('The home page could not be loaded. Please try again.')
        },
      },
    },
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert')
    await expect(alert).toHaveTextContent('The home page could not be loaded.')
  },
}

export const LongText: Story = {
  args: {
    autoplay: false,
    slider: {
      main: [
        makeHomeSlider({
          title:
            'An exceptionally long slide title that describes every single product of the new season collection in detail',
        }),
      ],
      right_top: makeHomeSlider({
        type: 2,
        title: 'A tile with a very long name that keeps going and going',
      }),
    },
  },
}

export const RightToLeft: Story = {
  args: {
    slider: {
      main: [
        makeHomeSlider({ title: 'وصل حديثًا', image: fixtureImage('جديد', 880, 440, 165) }),
        makeHomeSlider({ title: 'تخفيضات الصيف', image: fixtureImage('تخفيضات', 880, 440, 20) }),
      ],
      right_top: makeHomeSlider({
        type: 2,
        title: 'عروض المكتب',
        image: fixtureImage('مكتب', 400, 210, 260),
      }),
      right_bottom: makeHomeSlider({ type: 3, title: 'هدايا', image: fixtureImage('هدايا', 400, 210, 340) }),
    },
  },
  globals: { language: 'ar' },
}

export const Dark: Story = { globals: { theme: 'dark' } }
