import { fakeFormError, makeHomeData, makeHomeSlider, promoArtImage } from '@souk/core/testing'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { StoryCall } from '../Collections/StoryCall'
import { HomeSlider } from './HomeSlider'

const base = makeHomeData()
/** The fixture's slides with a short line and a call to action each, as the API sends them. */
const withTexts = (slide: (typeof base.slider.main)[number], subtitle: string, button: string) => ({
  ...slide,
  subtitle,
  button,
})
const home = {
  ...base,
  slider: {
    main: base.slider.main.map((slide, index) =>
      withTexts(
        slide,
        [
          'Up to 30% off the new fashion arrivals',
          'Tents, packs and outdoor gear for your next trip',
          'Twenty years of independent shops',
        ][index] ?? '',
        ['Shop the collection', 'Gear up', 'Read more'][index] ?? 'Shop now',
      ),
    ),
    right_top:
      base.slider.right_top && withTexts(base.slider.right_top, 'Desks, chairs and lamps', 'See the deals'),
    right_bottom:
      base.slider.right_bottom &&
      withTexts(base.slider.right_bottom, 'Little gifts, big smiles', 'Find a gift'),
  },
}

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
    const slide = canvas.getByRole('link', {
      name: 'New season arrivals Up to 30% off the new fashion arrivals Shop the collection',
    })
    await expect(slide).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/new-season\/products\?home_spm=\d+$/),
    )
    // The headline, line and call to action are text over the art.
    await expect(canvas.getByRole('heading', { level: 2, name: 'New season arrivals' })).toBeVisible()
    await expect(canvas.getByText('Shop the collection')).toBeVisible()
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
          subtitle: 'And a line under it that is just as long, so the texts need more room than the art has',
          button: 'Shop the whole new season collection',
        }),
      ],
      right_top: makeHomeSlider({
        type: 2,
        title: 'A tile with a very long name that keeps going and going',
        subtitle: 'Its line wraps too',
        button: 'See everything',
        image: promoArtImage(800, 400, 260),
      }),
    },
  },
}

export const RightToLeft: Story = {
  args: {
    slider: {
      main: [
        makeHomeSlider({
          title: 'موسم جديد وأسلوب جديد',
          subtitle: 'خصم يصل إلى 30٪ على أحدث صيحات الأزياء',
          button: 'تسوّق التشكيلة',
          image: promoArtImage(1600, 800, 165),
        }),
        makeHomeSlider({
          title: 'تقنية بسعر أقل',
          subtitle: 'تخفيضات الصيف: خصم يصل إلى 40٪ على الإلكترونيات',
          button: 'تسوّق الآن',
          image: promoArtImage(1600, 800, 20),
        }),
      ],
      right_top: makeHomeSlider({
        type: 2,
        title: 'صوت يأسرك',
        subtitle: 'سماعات لاسلكية ابتداءً من 29 دولارًا',
        button: 'تسوّق الصوتيات',
        image: promoArtImage(800, 400, 260),
      }),
      right_bottom: makeHomeSlider({
        type: 3,
        title: 'قصص لكل الأعمار',
        subtitle: 'اشترِ كتابين واحصل على الثالث مجانًا',
        button: 'تصفّح الكتب',
        image: promoArtImage(800, 400, 340),
      }),
    },
  },
  globals: { language: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 2, name: 'موسم جديد وأسلوب جديد' })).toBeVisible()
    await expect(canvas.getByText('تصفّح الكتب')).toBeVisible()
  },
}

export const Dark: Story = { globals: { theme: 'dark' } }
