/** Outgoing share links of a post (opened in a new tab) and its mailto. */
export interface ShareLinks {
  readonly x: string;
  readonly linkedin: string;
  readonly facebook: string;
  readonly email: string;
}

export function shareLinks(url: string, title: string, excerpt: string): ShareLinks {
  const u = encodeURIComponent(url);
  const subject = encodeURIComponent(title);
  const body = encodeURIComponent(`${excerpt}\n\nRead the full article: ${url}`);
  return {
    x: `https://x.com/intent/post?text=${subject}&url=${u}`,
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    email: `mailto:?subject=${subject}&body=${body}`,
  };
}
