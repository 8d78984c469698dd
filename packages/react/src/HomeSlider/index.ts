export { HOME_SLIDER_IMAGE_SIZES, HomeSlider, type HomeSliderProps } from './HomeSlider'
