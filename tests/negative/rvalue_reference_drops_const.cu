__global__ void k(int* out) {
    const int limit = 4;
    int&& r(static_cast<const int&&>(limit));
    *out = r;
}
