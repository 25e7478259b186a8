// `goto` out of scopes destroys the objects it leaves, innermost first: out of a loop body
// and a block, back to a label before them (the objects made again), and forward past the
// end of a block. Objects alive at both the goto and its label live on.
#include <cstdio>

struct Guard {
    int id;
    __device__ explicit Guard(int i) : id(i) { printf("  make %d\n", id); }
    __device__ ~Guard() { printf("  drop %d\n", id); }
};

__global__ void jumps(int n)
{
    Guard outer(0);
    int tries = 0;
again:
    {
        Guard block(1);
        for (int i = 0; i < 3; ++i) {
            Guard step(10 + i);
            if (i == 1 && tries == 0) {
                ++tries;
                goto again;
            }
            if (i == 2)
                goto done;
        }
    }
done:
    printf("done after %d retries\n", tries);
    {
        Guard inner(5);
        if (n > 0)
            goto out;
        printf("not reached\n");
    }
out:
    printf("out\n");
    int count = 0;
loop:
    if (count < 2) {
        Guard each(20 + count);
        ++count;
        goto loop;
    }
    printf("looped %d times\n", count);
}

int main()
{
    jumps<<<1, 1>>>(1);
    cudaDeviceSynchronize();
    return 0;
}
