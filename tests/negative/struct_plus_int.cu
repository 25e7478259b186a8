struct Complex { float re, im; };

__global__ void k(Complex *out)
{
    Complex c = {1.0f, 2.0f};
    out[0] = c + 1;
}
