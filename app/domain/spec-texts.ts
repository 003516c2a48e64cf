/**
 * Every user-facing message of SPEC §8 (and the validation texts of §5), in one place: routes render them
 * and tests assert them from here.
 */
export const specTexts = {
  login: {
    invalidCredentials: 'Invalid email or password. Please try again.',
    emailNotConfirmed: 'Your email has not been confirmed. Please check your inbox.',
    rateLimited: 'Too many login attempts. Please try again later.',
    serverMessage: (message: string) => `Error: ${message}`,
    default: 'Authentication failed. Please check your credentials.',
    unexpected: 'An unexpected error occurred. Please try again.',
    bannerTitle: 'Authentication Error',
    missingIdentifier: 'You must provide either an email or phone number and a password',
    notStaff: 'This account does not have access to the back office.',
  },
  configurationError: 'Application configuration error. Please check environment variables.',
  inquiry: {
    failure: 'Something went wrong. Please try again later.',
    success: "Thank you for your inquiry! We'll get back to you shortly.",
    rateLimited: 'You have sent several messages in a short time. Please wait a few minutes and try again.',
  },
  contact: {
    failure: 'There was a problem submitting your form. Please try again.',
    success: "Thank you for your message! We'll be in touch soon.",
  },
  property: {
    notFoundTitle: 'Property Not Found',
    notFound: 'Property not found or unavailable.',
    notFoundFallback: 'The property you are looking for does not exist or has been removed.',
    deleteConfirm: 'Are you sure you want to delete this property? This action cannot be undone.',
    deleteFailed: 'Failed to delete property. Please try again.',
    statusFailed: 'Failed to update property status. Please try again.',
    featuredFailed: 'Failed to update featured status. Please try again.',
    loadFailed: 'Failed to load property data',
    saveFailed: 'Failed to save property. Please try again.',
  },
  rental: {
    notFoundTitle: 'Rental Not Found',
    notFound: 'Rental property not found or unavailable.',
    notFoundFallback: 'The rental property you are looking for does not exist or has been removed.',
    deleteConfirm: 'Are you sure you want to delete this rental? This action cannot be undone.',
    loadFailed: 'Failed to load rental data',
    saveMissingTable: 'Error: The rentals table does not exist in the database. Please create the table first.',
    saveServerMessage: (message: string) => `Error: ${message}`,
    saveFailed: 'Failed to save rental. Please try again.',
    deleteFailed: 'Failed to delete rental. Please try again.',
    statusFailed: 'Failed to update rental status. Please try again.',
    featuredFailed: 'Failed to update featured status. Please try again.',
  },
  blog: {
    notFoundTitle: 'Blog Post Not Found',
    notFound: 'Blog post not found or unavailable.',
    notFoundFallback: 'The blog post you are looking for does not exist or has been removed.',
    deleteConfirm: 'Are you sure you want to delete this blog post? This action cannot be undone.',
    loadFailed: 'Failed to load blog post data',
    saveFailed: 'Failed to save blog post. Please try again.',
    deleteFailed: 'Failed to delete blog post. Please try again.',
    statusFailed: 'Failed to update blog post status. Please try again.',
  },
  inquiries: {
    deleteConfirm: 'Are you sure you want to delete this inquiry? This action cannot be undone.',
    deleteFailed: 'Failed to delete inquiry. Please try again.',
    updateFailed: 'Failed to update inquiry. Please try again.',
  },
  dashboard: {
    failed: 'Failed to load dashboard data. Please check the console for details.',
    setupRequired: 'Database Setup Required',
  },
  notFound: {
    title: 'Page Not Found',
    action: 'Return Home',
  },
  unexpectedError: 'Unexpected Application Error!',
} as const;
