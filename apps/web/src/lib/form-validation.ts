/**
 * When every form checks its fields: all of them when it is sent, then each again as it is corrected.
 *
 * Checking a field when it lost the focus ("onTouched") marked only the first field of an empty sign-up
 * (issue #17): tapping "Create account" took the focus from the name field, whose new error pushed the button
 * down between the finger's press and its release, so the tap never reached the button and the form was not
 * sent. Checked on sending, nothing moves under the finger, every wrong field is marked at once and the first
 * takes the focus (react-hook-form's shouldFocusError).
 */
export const formValidation = { mode: 'onSubmit', reValidateMode: 'onChange', shouldFocusError: true } as const;
