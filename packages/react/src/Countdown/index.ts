export { Countdown, type CountdownProps, type TimeLeft, timeLeft } from './Countdown'
