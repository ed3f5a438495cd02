/** A person's picture, or their initials on a green circle. */
export function Avatar({
  imageUrl,
  initials,
  className = 'h-9 w-9',
}: {
  imageUrl?: string | null;
  initials: string;
  className?: string;
}) {
  return imageUrl ? (
    <img src={imageUrl} alt="" className={`${className} rounded-full object-cover`} />
  ) : (
    <span
      aria-hidden="true"
      className={`${className} inline-flex items-center justify-center rounded-full bg-fairway-100 text-sm font-bold text-fairway-900`}
    >
      {initials}
    </span>
  );
}
