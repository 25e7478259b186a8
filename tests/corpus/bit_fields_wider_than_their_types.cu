// corpus: a bit-field wider than its type holds the type's bits and pads the rest, starting where the widest integer type no wider than it would (sizes, offsets, values and bytes alike on both sides)
#include <cstdio>
#include <cstddef>

struct Narrow {
    unsigned char c : 10;
    unsigned char d;
};
struct Shifted {
    char a;
    char c : 20; // starts as a short would
    char d;
};
struct Wide {
    int x : 40;
    int y;
};
struct Follows {
    unsigned char c : 12;
    unsigned char d : 4; // fits in the padding's unit
    int e;
};

__host__ __device__ void run(int* out)
{
    Narrow n{};
    n.c = 0xff;
    n.d = 7;
    Shifted s{};
    s.c = 100;
    s.d = 3;
    Wide w{};
    w.x = -5;
    w.y = 3;
    Follows f{};
    f.c = 200;
    f.d = 9;
    f.e = 1;
    out[0] = sizeof(Narrow) * 100 + sizeof(Shifted) * 10 + alignof(Shifted);
    out[1] = offsetof(Shifted, d) * 100 + sizeof(Wide) * 10 + sizeof(Follows) % 10;
    out[2] = n.c * 1000 + n.d;
    out[3] = s.c * 100 + ((unsigned char*)&s)[2];
    out[4] = w.x * 10 + w.y;
    out[5] = f.c * 100 + f.d * 10 + f.e + ((unsigned char*)&f)[1];
}

__global__ void kernel(int* out) { run(out); }

int main()
{
    int* out;
    cudaMallocManaged(&out, 6 * sizeof(int));
    kernel<<<1, 1>>>(out);
    cudaDeviceSynchronize();
    int host[6];
    run(host);
    for (int i = 0; i < 6; ++i)
        printf("%d%c", out[i], i == 5 ? '\n' : ' ');
    for (int i = 0; i < 6; ++i)
        printf("%d%c", host[i], i == 5 ? '\n' : ' ');
    cudaFree(out);
    return 0;
}
