import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  BrandCount,
  CategoryCount,
  ProductDetail,
  ProductsPage,
  ProductsQuery,
  ShopIdParams,
} from "../../../domain/shop/schemas";
import { errors } from "../../plugins/error-codes";
import { getProduct, listBrands, listCategories, listProducts } from "./catalog-service";

/** The shop's catalog: open to everyone. */
export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/shop/products",
    {
      schema: {
        tags: ["shop"],
        summary: "Products by search text, category, brand, price range, sale and trending; sorted, paged",
        description:
          "q matches any part of the name, brand or category (every word must match). minPrice and maxPrice are whole NPR from 0 to 200000, both inclusive. sort: popular (most reviews), price-asc, price-desc, rating (highest rated), name (A-Z); ties go by id, so pages are stable. page is 1-based; pageSize 1-48 (default 12).",
        querystring: ProductsQuery,
        response: { 200: ProductsPage },
      },
    },
    async (request) => listProducts(request.db, request.query),
  );

  app.get(
    "/api/shop/products/:id",
    {
      schema: {
        tags: ["shop"],
        summary: "A product with its specifications",
        params: ShopIdParams,
        response: { 200: ProductDetail, ...errors("shop.product_not_found") },
      },
    },
    async (request) => getProduct(request.db, request.params.id),
  );

  app.get(
    "/api/shop/categories",
    {
      schema: {
        tags: ["shop"],
        summary: "The 10 shop categories with how many products each has",
        response: { 200: CategoryCount.array() },
      },
    },
    async (request) => listCategories(request.db),
  );

  app.get(
    "/api/shop/brands",
    {
      schema: {
        tags: ["shop"],
        summary: "The 12 brands of the brand filter with how many products each has",
        response: { 200: BrandCount.array() },
      },
    },
    async (request) => listBrands(request.db),
  );
};
