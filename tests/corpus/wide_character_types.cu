// corpus: <cwchar>'s types and limits in device code (wint_t, mbstate_t laid out as glibc's, WEOF, WCHAR_MIN/MAX), its functions on the host
#include <cstdio>
#include <cwchar>

struct Decoder {
    std::mbstate_t state;
    wint_t pending;
};

__host__ __device__ void run(long* out)
{
    wint_t end = WEOF;
    std::wint_t c = L'x';
    out[0] = sizeof(std::mbstate_t) * 100 + sizeof(Decoder);
    out[1] = end == 0xffffffffu;
    out[2] = c;
    out[3] = WCHAR_MAX;
    out[4] = WCHAR_MIN;
    Decoder d{};
    out[5] = d.state.__count + d.pending;
}

__global__ void kernel(long* out) { run(out); }

int main()
{
    long* out;
    cudaMallocManaged(&out, 6 * sizeof(long));
    kernel<<<1, 1>>>(out);
    cudaDeviceSynchronize();
    long host[6];
    run(host);
    for (int i = 0; i < 6; ++i)
        printf("%ld%c", out[i], i == 5 ? '\n' : ' ');
    for (int i = 0; i < 6; ++i)
        printf("%ld%c", host[i], i == 5 ? '\n' : ' ');
    std::mbstate_t state{};
    printf("%zu %d\n", std::wcslen(L"four"), std::mbsinit(&state));
    cudaFree(out);
    return 0;
}
