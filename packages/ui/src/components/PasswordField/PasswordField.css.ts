// PasswordField draws with TextField's and IconButton's styles; only its value lists live here.
export const passwordAutoCompletes = ['current-password', 'new-password', 'off'] as const;
