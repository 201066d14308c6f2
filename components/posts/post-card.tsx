import { useTranslations } from "next-intl";
import type { Locale } from "@/lib/i18n/locales";
import { localizedPath } from "@/lib/i18n/paths";
import { pickTranslation } from "@/lib/i18n/translation";
import { authorLabel, postConfigs } from "@/lib/posts/normalize";
import type { listPublishedPosts } from "@/lib/posts/queries";

type PostSummary = Awaited<ReturnType<typeof listPublishedPosts>>[number];

/** A post in the blog index: photo, title, description, author and date, linking to /{slug}. */
export function PostCard({ post, locale, defaultLocale, organisationName }: { post: PostSummary; locale: Locale; defaultLocale: Locale; organisationName: string }) {
  const t = useTranslations("Posts");
  const configs = postConfigs(post);
  const title = pickTranslation(post.title, post.title_translation, locale);
  const author = authorLabel(configs, post.author_name, organisationName);
  const date = new Intl.DateTimeFormat(locale, { dateStyle: "medium" }).format(new Date(post.created_on));
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border border-gray-200 bg-white shadow-sm">
      {configs.mainPhoto && (
        // eslint-disable-next-line @next/next/no-img-element -- stored URLs of any host
        <img src={configs.mainPhoto} alt="" loading="lazy" className="h-48 w-full object-cover" />
      )}
      <div className="flex flex-1 flex-col p-5">
        <h2 className="text-xl font-semibold text-gray-900">{title}</h2>
        <p className="mt-2 flex-1 text-gray-600">{pickTranslation(post.description, post.description_translation, locale)}</p>
        <p className="mt-4 text-sm text-gray-600">
          {author && `${author} · `}
          <time dateTime={post.created_on}>{date}</time>
        </p>
        <a href={localizedPath(`/${post.slug}`, locale, defaultLocale)} className="mt-4 font-semibold text-sky-800 hover:underline">
          {t("readMore")}
          <span className="sr-only">: {title}</span>
        </a>
      </div>
    </article>
  );
}
