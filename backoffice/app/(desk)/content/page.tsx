import { AnnouncementList } from '@bo/components/content/announcement-list';
import { BannerList } from '@bo/components/content/banner-list';
import { NoticeList } from '@bo/components/content/notice-list';
import { DeskScreen, screenMetadata } from '@bo/components/layout/desk-screen';
import '@bo/components/content/content.css';

export const generateMetadata = screenMetadata('content');

export default function ContentPage() {
  return (
    <DeskScreen screen="content" permission="content:read" intro="content">
      <BannerList />
      <NoticeList />
      <AnnouncementList />
    </DeskScreen>
  );
}
