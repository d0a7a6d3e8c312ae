print("xwt-video")
