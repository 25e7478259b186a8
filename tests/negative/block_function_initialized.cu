// A function declared beside a variable in a block and given an initializer.
__global__ void kernel(int* out)
{
    int x = 1, g(double) = 3;
    *out = x;
}
