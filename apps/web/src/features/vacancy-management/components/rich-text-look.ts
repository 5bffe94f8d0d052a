/** The look of a vacancy description, in the editor and in the preview (Tailwind's reset strips list and heading styles). */
export const richTextLook =
  '[&_a]:text-primary-700 [&_a]:underline dark:[&_a]:text-primary-300 [&_h2]:mt-4 [&_h2]:font-heading [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:mt-3 [&_h3]:font-heading [&_h3]:text-lg [&_h3]:font-semibold [&_li]:my-1 [&_ol]:list-decimal [&_ol]:ps-6 [&_p]:my-2 [&_ul]:list-disc [&_ul]:ps-6';
