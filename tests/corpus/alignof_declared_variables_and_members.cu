// corpus: GNU's __alignof__ of a variable or member is the alignment it was declared with (alignas on locals, statics, device variables and members), of other expressions their type's
#include <cstdio>

struct Slot {
    char tag;
    alignas(16) int value;
};

alignas(64) __device__ float table[4];
alignas(64) float host_table[4];

template <class T>
__host__ __device__ unsigned long run(const T& global_table, unsigned long* out)
{
    alignas(32) int v = 1;
    Slot s{};
    Slot* p = &s;
    alignas(128) static int counter;
    out[0] = __alignof__(v);
    out[1] = __alignof__(s.value);
    out[2] = alignof(decltype(v));
    out[3] = __alignof__(p->value);
    out[4] = __alignof__(s.tag);
    out[5] = __alignof__(counter);
    out[6] = __alignof__(v + 1);
    out[7] = alignof(Slot) + sizeof(Slot);
    return (unsigned long)&global_table % 64 + (unsigned long)&v % 32 + (unsigned long)&counter % 128;
}

__global__ void kernel(unsigned long* out)
{
    static_assert(__alignof__(table) == 64, "a device variable's alignas");
    out[8] = run(table, out);
}

int main()
{
    unsigned long* out;
    cudaMallocManaged(&out, 9 * sizeof(unsigned long));
    kernel<<<1, 1>>>(out);
    cudaDeviceSynchronize();
    unsigned long host[9];
    static_assert(__alignof__(host_table) == 64, "a host variable's alignas");
    host[8] = run(host_table, host);
    for (int i = 0; i < 9; ++i)
        printf("%lu%c", out[i], i == 8 ? '\n' : ' ');
    for (int i = 0; i < 9; ++i)
        printf("%lu%c", host[i], i == 8 ? '\n' : ' ');
    cudaFree(out);
    return 0;
}
