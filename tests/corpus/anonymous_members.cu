// Anonymous unions and structs as class members: their members are members of the enclosing
// class, at the anonymous member's offset (the packing trick of the dct8x8 sample).
#include <cstdio>
#include <cuda_runtime.h>

union PackedShorts {
    struct __align__(8) {
        short low;
        short high;
    };
    unsigned int word;
};

struct Tagged {
    int tag;
    union {
        float as_float;
        unsigned int as_bits;
    };
    struct {
        char x, y;
    };
};

__global__ void unpack(const unsigned int *words, int *out)
{
    PackedShorts p;
    p.word = words[0];
    Tagged t;
    t.tag = 7;
    t.as_bits = words[1];
    t.x = 'a';
    t.y = 'b';
    out[0] = p.low;
    out[1] = p.high;
    out[2] = (int)(t.as_float * 4.0f);
    out[3] = t.tag * 1000 + t.y - t.x;
    out[4] = sizeof(PackedShorts) * 100 + sizeof(Tagged);
}

int main()
{
    unsigned int words[2] = {0xfffe0003u, 0x40200000u};
    unsigned int *dw;
    int *dout;
    cudaMalloc(&dw, sizeof words);
    cudaMalloc(&dout, 5 * sizeof(int));
    cudaMemcpy(dw, words, sizeof words, cudaMemcpyHostToDevice);
    unpack<<<1, 1>>>(dw, dout);
    int out[5];
    cudaMemcpy(out, dout, sizeof out, cudaMemcpyDeviceToHost);
    printf("low %d high %d\n", out[0], out[1]);
    printf("float bits x4: %d, tag and chars: %d\n", out[2], out[3]);
    printf("sizes: %d\n", out[4]);
    cudaFree(dw);
    cudaFree(dout);
    return 0;
}
