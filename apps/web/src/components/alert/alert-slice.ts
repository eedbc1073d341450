import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';

export type AlertVariant = 'success' | 'error';

export interface TopAlertMessage {
  /** Distinguishes repeated identical messages, so each one restarts the display cycle. */
  id: string;
  text: string;
  variant: AlertVariant;
}

export interface AlertState {
  current: TopAlertMessage | null;
}

const initialState: AlertState = { current: null };

const withId = (variant: AlertVariant) => (text: string) => ({
  payload: { id: nanoid(), text, variant },
});

/** The global top alert (docs/product/screens.md): one success or error message at a time. */
export const alertSlice = createSlice({
  name: 'alert',
  initialState,
  reducers: {
    showSuccess: {
      reducer: (state, action: PayloadAction<TopAlertMessage>) => {
        state.current = action.payload;
      },
      prepare: withId('success'),
    },
    showError: {
      reducer: (state, action: PayloadAction<TopAlertMessage>) => {
        state.current = action.payload;
      },
      prepare: withId('error'),
    },
    resetAlert: (state) => {
      state.current = null;
    },
  },
  selectors: {
    selectTopAlert: (state) => state.current,
  },
});

export const { showSuccess, showError, resetAlert } = alertSlice.actions;
export const { selectTopAlert } = alertSlice.selectors;
